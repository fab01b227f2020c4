import './styles/index.css';
import { startClient } from './app/hydrate.tsx';
import { preloadedStateId } from './app/preloaded-state.ts';

const container = document.getElementById('root');
// Without state the server sent a static error page: nothing to hydrate.
if (container && document.getElementById(preloadedStateId)) void startClient(container);
