import { defineConfig } from 'vite';
import { appViteConfig } from '../web-kit/src/vite-config.ts';

export default defineConfig(appViteConfig('/dashboard/', 5174));
