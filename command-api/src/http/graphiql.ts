import { Router, type Response } from 'express';

/** Where GraphiQL's own files are served from; the page itself is served by the GraphQL endpoint. */
export const GRAPHIQL_ASSETS = '/graphiql';

/**
 * GraphiQL's page for development: no inline script and nothing from a CDN, so it works offline
 * and under the same content policy as the web apps.
 */
export function graphiQLPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PCB Marketplace API</title>
<link rel="icon" href="${GRAPHIQL_ASSETS}/favicon.ico"><link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css"></head>
<body id="body" class="no-focus-outline"><noscript>GraphiQL needs JavaScript.</noscript><div id="root"></div>
<script src="${GRAPHIQL_ASSETS}/graphiql.js"></script><script src="${GRAPHIQL_ASSETS}/start.js"></script></body></html>`;
}

/** Points the editor's workers at files of this server instead of blob URLs made by an inline script. */
const START = `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_moduleId, label) { return '${GRAPHIQL_ASSETS}/workers/' + label + '.js'; } };
YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), { endpoint: '/graphql', title: 'PCB Marketplace API' });
`;

/** GraphiQL's script, styles and editor workers, from the installed Yoga GraphiQL bundle. */
export function graphiQLAssets(): Router {
  // Loaded only in development: the bundle is about 9 MB.
  const bundle = require('@graphql-yoga/render-graphiql/graphiql') as typeof import('@graphql-yoga/render-graphiql/graphiql');
  const workers: Record<string, string> = { editorWorkerService: bundle.editorWorkerService, json: bundle.jsonWorker, graphql: bundle.graphqlWorker };
  const favicon = Buffer.from(bundle.favicon.replace(/^data:[^,]*,/, ''), 'base64');
  const send = (res: Response, type: string, body: string | Buffer) => res.type(type).set('Cache-Control', 'no-cache').send(body);
  const router = Router();
  router.get('/graphiql.js', (_req, res) => send(res, 'text/javascript', bundle.js));
  router.get('/start.js', (_req, res) => send(res, 'text/javascript', START));
  router.get('/graphiql.css', (_req, res) => send(res, 'text/css', bundle.css));
  router.get('/favicon.ico', (_req, res) => send(res, 'image/x-icon', favicon));
  router.get('/workers/:label.js', (req, res, next) => (Object.hasOwn(workers, req.params.label) ? send(res, 'text/javascript', workers[req.params.label]) : next()));
  return router;
}
