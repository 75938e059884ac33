export { copyText } from './copy-text';
export { isFullscreen, isFullscreenSupported, toggleFullscreen } from './fullscreen';
export { createSubmitGuard, SUBMIT_GUARD_MS, type SubmitGuard } from './submit-guard';
export { throttle, type Throttled } from './throttle';
export { useFullscreen } from './use-fullscreen';
export { useSubmitGuard } from './use-submit-guard';
export { useMediaQuery } from './use-media-query';
