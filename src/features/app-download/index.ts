export { DownloadPage } from './components/download-page';
export { MiniProgramPage } from './components/mini-program-page';
