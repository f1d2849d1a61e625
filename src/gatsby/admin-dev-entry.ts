import path from "path"
import { writeAdmin } from "./admin"
import { readAdminSite } from "./site-data"
const root = process.cwd()
writeAdmin(root, path.join(root, "public"), readAdminSite(path.join(root, "data/site.yaml"))).then((f) => console.log(f))
