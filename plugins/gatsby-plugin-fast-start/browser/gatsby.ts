/** Only what gatsby-plugin-react-i18next takes from Gatsby (leanI18next). */
export { Link, navigate, withPrefix } from "gatsby"
