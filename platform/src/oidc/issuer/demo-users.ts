import type { IssuerUser } from './user-directory';

/** The demo accounts of the embedded default; every one has the password `demo`. */
export const DEMO_USERS: readonly IssuerUser[] = [
  { id: '6d1f0c1e-0000-4000-8000-000000000001', username: 'customer1', email: 'customer1@demo.example', firstName: 'Clara', lastName: 'Kunde', locale: 'en', roles: ['user'] },
  { id: '6d1f0c1e-0000-4000-8000-000000000002', username: 'customer2', email: 'customer2@demo.example', firstName: 'Chris', lastName: 'Buyer', locale: 'en', roles: ['user'] },
  { id: '6d1f0c1e-0000-4000-8000-000000000011', username: 'producer1', email: 'producer1@demo.example', firstName: 'Paula', lastName: 'Platine', locale: 'de', roles: ['user'] },
  { id: '6d1f0c1e-0000-4000-8000-000000000012', username: 'producer2', email: 'producer2@demo.example', firstName: 'Peter', lastName: 'Circuit', locale: 'en', roles: ['user'] },
  { id: '6d1f0c1e-0000-4000-8000-000000000013', username: 'producer3', email: 'producer3@demo.example', firstName: 'Greta', lastName: 'Gamma', locale: 'de', roles: ['user'] },
  { id: '6d1f0c1e-0000-4000-8000-000000000021', username: 'admin', email: 'admin@demo.example', firstName: 'Ada', lastName: 'Admin', locale: 'en', roles: ['user', 'admin'] },
];

export const DEMO_PASSWORD = 'demo';
