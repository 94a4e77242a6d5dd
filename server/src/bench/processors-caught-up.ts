interface Health {
  processors: { name: string; status: string; lag: number }[];
}

/**
 * Waits until every processor (read models, chat announcements, mail reactors, the publisher) has read the whole
 * log, as `/health` reports it, so no catch-up competes with the measurements. Answers the seconds waited and the
 * processors still behind when `timeoutSeconds` ran out.
 */
export async function processorsCaughtUp(url: string, timeoutSeconds: number): Promise<{ seconds: number; behind: string[] }> {
  const started = performance.now();
  let behind: string[] = ['(no answer from /health)'];
  let quietRounds = 0;
  while (performance.now() - started < timeoutSeconds * 1000) {
    const health = (await (await fetch(`${url}/health`)).json()) as Health;
    behind = health.processors.filter((p) => p.lag > 0 || p.status !== 'ok').map((p) => `${p.name} (lag ${p.lag}, ${p.status})`);
    quietRounds = behind.length === 0 ? quietRounds + 1 : 0;
    if (quietRounds >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { seconds: (performance.now() - started) / 1000, behind };
}
