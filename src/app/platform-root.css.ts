import { globalStyle } from '@vanilla-extract/css';

// Inside the app with auto-hide on, the web header (skeleton and own header) is not drawn.
globalStyle(':root[data-app-header=hidden] .hs', { display: 'none' });
