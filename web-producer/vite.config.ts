import { defineConfig } from 'vite';
import { appViteConfig } from '../web-kit/src/vite-config';

export default defineConfig(appViteConfig('/dashboard/', 5174));
