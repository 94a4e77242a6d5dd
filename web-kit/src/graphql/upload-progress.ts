/** How much of a request's body has gone: bytes sent and the total, or a total of 0 while the browser cannot tell. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * A `fetch` that reports how much of the request body has been sent, for uploads that take a while. `fetch` itself
 * tells nothing about an upload, so this one sends through XMLHttpRequest and answers with a `Response` as `fetch`
 * would: the same status, headers and body, a rejection on a network failure, and an `AbortError` when its signal
 * aborts. Give it to one operation as its context's `fetch`.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      request.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.withCredentials = init.credentials === 'include';
      request.responseType = 'text';
      request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      request.upload.onload = () => onProgress(1, 1);
      request.onload = () => {
        const headers = new Headers();
        for (const line of request.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(request.status === 204 ? null : request.responseText, { status: request.status, statusText: request.statusText, headers }));
      };
      request.onerror = () => reject(new TypeError('Failed to fetch'));
      request.ontimeout = () => reject(new TypeError('Failed to fetch'));
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('The upload was aborted.', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => {
          request.abort();
          reject(new DOMException('The upload was aborted.', 'AbortError'));
        });
      }
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
