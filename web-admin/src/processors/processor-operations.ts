import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

export const ProcessorStatusQuery = graphql(`
  query AdminProcessorStatus {
    adminProcessorStatus {
      name
      status
      position
      lag
      failures
      failingSince
      lastError { code detail at eventId eventType eventPosition }
    }
  }
`);

type ProcessorStatus = ResultOf<typeof ProcessorStatusQuery>['adminProcessorStatus'][number];

/** A processor as the console shows it: its status, named by the processor's name. */
export type AdminProcessor = ProcessorStatus & { readonly id: string };
