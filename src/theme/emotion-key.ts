/** The key of Emotion's default browser cache: its class names and the SSR styles it adopts. */
export const emotionKey = "css"
