import type { Client } from '@urql/core';
import { dataOf } from '../data/api-answer';
import type { ResourceSource } from '../data/resource-source';
import { ProcessorStatusQuery, type AdminProcessor } from './processor-operations';

async function processors(client: Client): Promise<AdminProcessor[]> {
  const { adminProcessorStatus } = await dataOf(client.query(ProcessorStatusQuery, {}, { requestPolicy: 'network-only' }).toPromise());
  return adminProcessorStatus.map((processor) => ({ ...processor, id: processor.name }));
}

/**
 * The processors following the event log (read models, reactors, the publisher): the API answers all of them at
 * once, a dozen or so, so the list is one page (its screen asks for no more); one processor is found by its name.
 */
export const processorSource: ResourceSource<AdminProcessor> = {
  list: async (client) => {
    const all = await processors(client);
    return { totalCount: all.length, edges: all.map((processor) => ({ cursor: processor.name, node: processor })) };
  },
  one: async (client, id) => {
    const found = (await processors(client)).find((processor) => processor.name === id);
    if (!found) throw new Error(`There is no processor named ${id}.`);
    return found;
  },
};
