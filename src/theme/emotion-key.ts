export const emotionKey = "css"
