// The home's own small chunk, asked for by boot/toolsHomeCode: it imports the tools-home chunk
// (vite.config.ts), which Vite's loader then preloads at once, while the app's code still runs.
export { ToolsHome } from './ToolsHome';
