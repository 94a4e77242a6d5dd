/**
 * What the producer may do in a status (the server decides; this only offers the buttons that can work):
 * offer or replace a quote until one is accepted, withdraw the offered quote, reject the request until
 * production starts, then set it in production and mark it shipped.
 */
export function producerActions(status: string, quoteStatus: string | null | undefined) {
  return {
    uploadQuote: status === 'WAITING_FOR_QUOTE' || status === 'QUOTE_OFFERED',
    withdrawQuote: status === 'QUOTE_OFFERED' && quoteStatus === 'OFFERED',
    reject: status === 'WAITING_FOR_QUOTE' || status === 'QUOTE_OFFERED' || status === 'WAITING_FOR_PRODUCTION',
    startProduction: status === 'WAITING_FOR_PRODUCTION',
    ship: status === 'IN_PRODUCTION',
  };
}
