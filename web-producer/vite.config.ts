import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  server: { proxy: { '/graphql': 'http://localhost:4000', '/files': 'http://localhost:4000', '/oidc': 'http://localhost:4000' } },
});
