import type { Config } from '../config/config';
import { InProcessBus } from './in-process-bus';
import { KafkaBus } from './kafka-bus';
import type { MessageBus } from './message-bus';

/** Kafka when KAFKA_BROKERS names brokers (creating `topics` there when missing), otherwise the in-process bus. */
export function openMessageBus(config: Pick<Config, 'KAFKA_BROKERS'>, topics: readonly string[] = []): MessageBus {
  const brokers = (config.KAFKA_BROKERS ?? '').split(',').map((broker) => broker.trim()).filter(Boolean);
  return brokers.length > 0 ? new KafkaBus({ brokers, topics }) : new InProcessBus();
}
