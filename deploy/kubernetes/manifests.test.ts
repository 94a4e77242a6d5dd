/**
 * Checks the production manifests offline: every object against the schema of its apiVersion/kind (core kinds from
 * kubernetes-models, built from the Kubernetes OpenAPI; Strimzi, CloudNativePG and Keycloak from the minimal
 * hand-written schemas in ./schemas), the names they refer to, the probes, and the realm import against the realm file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Obj = { file: string; index: number; doc: any };

const dir = __dirname;
const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
const manifestFiles = readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml')
  .sort();

const parseErrors: string[] = [];
const objects: Obj[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(join(dir, file), 'utf8')).flatMap((document, index) => {
    for (const error of document.errors) parseErrors.push(`${file} document ${index + 1}: ${error.message}`);
    const doc = document.toJS();
    return doc == null ? [] : [{ file, index, doc }];
  }),
);
const label = ({ file, index, doc }: Obj) => `${file} #${index + 1} ${doc?.kind ?? '?'} "${doc?.metadata?.name ?? '?'}"`;
const ofKind = (kind: string) => objects.filter((o) => o.doc.kind === kind);
const named = (kind: string, name: string) => {
  const found = objects.find((o) => o.doc.kind === kind && o.doc.metadata?.name === name);
  if (!found) throw new Error(`no ${kind} "${name}" in deploy/kubernetes`);
  return found.doc;
};
const containersOf = (deployment: any): any[] => deployment.spec.template.spec.containers;
const envOf = (container: any, name: string) => container.env?.find((e: any) => e.name === name);
const config = named('ConfigMap', 'pcbm-config').data as Record<string, string>;

/** Names the operators (or cert-manager) create, derived from the custom resources that make them. */
function operatorCreated() {
  const secrets = new Map<string, string>();
  const services = new Map<string, string>();
  for (const { doc } of ofKind('Cluster')) {
    const name = doc.metadata.name;
    secrets.set(`${name}-app`, `CloudNativePG, app-user Secret of Cluster ${name}`);
    for (const suffix of ['rw', 'ro', 'r']) services.set(`${name}-${suffix}`, `CloudNativePG, Service of Cluster ${name}`);
  }
  for (const { doc } of ofKind('Kafka')) services.set(`${doc.metadata.name}-kafka-bootstrap`, `Strimzi, bootstrap Service of Kafka ${doc.metadata.name}`);
  for (const { doc } of ofKind('Keycloak')) services.set(`${doc.metadata.name}-service`, `Keycloak operator, Service of Keycloak ${doc.metadata.name}`);
  for (const { doc } of ofKind('Ingress')) {
    if (!doc.metadata.annotations?.['cert-manager.io/cluster-issuer']) continue;
    for (const tls of doc.spec.tls ?? []) secrets.set(tls.secretName, `cert-manager, from the annotation on Ingress ${doc.metadata.name}`);
  }
  return { secrets, services };
}

describe('Kubernetes manifests', () => {
  it('parse as YAML', () => {
    expect(parseErrors).toEqual([]);
    expect(objects.length).toBeGreaterThan(10);
    for (const o of objects) {
      expect({ object: label(o), hasApiVersionKindName: Boolean(o.doc.apiVersion && o.doc.kind && o.doc.metadata?.name) }).toEqual({ object: label(o), hasApiVersionKindName: true });
    }
  });

  it('match the schema of their apiVersion and kind', () => {
    const input = objects.map((o, id) => ({ id, doc: o.doc }));
    const output = execFileSync(process.execPath, [join(dir, 'schema-check.mjs')], { input: JSON.stringify(input), encoding: 'utf8', timeout: 30_000 });
    const results: { id: number; source: string | null; errors: string[] }[] = JSON.parse(output);
    expect(results).toHaveLength(objects.length);
    const failures = results.flatMap(({ id, source, errors }) => errors.map((error) => `${label(objects[id])} [${source ?? 'no schema'}]: ${error}`));
    if (failures.length > 0) throw new Error(`Schema violations:\n${failures.join('\n')}`);
  });

  it('are all listed in kustomization.yaml, with an example for each generated secret', () => {
    expect([...kustomization.resources].sort()).toEqual(manifestFiles);
    expect(kustomization.namespace).toBe(named('Namespace', 'pcbm').metadata.name);
    for (const generator of kustomization.secretGenerator) {
      for (const envFile of generator.envs) expect({ envFile, example: existsSync(join(dir, `${envFile}.example`)) }).toEqual({ envFile, example: true });
    }
  });

  it('refer only to Secrets, ConfigMaps, Services, claims and resources that exist or that the operators create', () => {
    const created = operatorCreated();
    const secrets = new Set([...ofKind('Secret').map((o) => o.doc.metadata.name), ...kustomization.secretGenerator.map((g: any) => g.name), ...created.secrets.keys()]);
    const configMaps = new Set(ofKind('ConfigMap').map((o) => o.doc.metadata.name));
    const services = new Map<string, any>([...ofKind('Service').map((o) => [o.doc.metadata.name, o.doc] as const), ...[...created.services.keys()].map((name) => [name, null] as const)]);
    const claims = new Set(ofKind('PersistentVolumeClaim').map((o) => o.doc.metadata.name));
    const missing: string[] = [];
    const need = (set: { has(name: string): boolean }, what: string, name: string, o: Obj) => {
      if (!set.has(name)) missing.push(`${label(o)} refers to ${what} "${name}", which is neither in the manifests nor created by an operator`);
    };

    for (const o of ofKind('Deployment')) {
      const pod = o.doc.spec.template.spec;
      for (const container of pod.containers) {
        for (const env of container.env ?? []) {
          if (env.valueFrom?.secretKeyRef) need(secrets, 'Secret', env.valueFrom.secretKeyRef.name, o);
          if (env.valueFrom?.configMapKeyRef) need(configMaps, 'ConfigMap', env.valueFrom.configMapKeyRef.name, o);
        }
        for (const from of container.envFrom ?? []) {
          if (from.secretRef) need(secrets, 'Secret', from.secretRef.name, o);
          if (from.configMapRef) need(configMaps, 'ConfigMap', from.configMapRef.name, o);
        }
      }
      for (const volume of pod.volumes ?? []) {
        if (volume.secret) need(secrets, 'Secret', volume.secret.secretName, o);
        if (volume.configMap) need(configMaps, 'ConfigMap', volume.configMap.name, o);
        if (volume.persistentVolumeClaim) need(claims, 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName, o);
      }
    }
    for (const o of ofKind('Ingress')) {
      for (const tls of o.doc.spec.tls ?? []) need(secrets, 'Secret', tls.secretName, o);
      for (const rule of o.doc.spec.rules) {
        for (const path of rule.http.paths) {
          const backend = path.backend.service;
          need(services, 'Service', backend.name, o);
          const service = services.get(backend.name);
          if (service && !service.spec.ports.some((p: any) => p.name === backend.port.name || p.port === backend.port.number)) missing.push(`${label(o)} uses port ${JSON.stringify(backend.port)} that Service ${backend.name} lacks`);
        }
      }
    }
    for (const o of ofKind('Keycloak')) {
      need(secrets, 'Secret', o.doc.spec.db.usernameSecret.name, o);
      need(secrets, 'Secret', o.doc.spec.db.passwordSecret.name, o);
      need(services, 'Service', o.doc.spec.db.host, o);
      need(secrets, 'Secret', o.doc.spec.bootstrapAdmin.user.secret, o);
    }
    const deployments = new Set(ofKind('Deployment').map((o) => o.doc.metadata.name));
    const kafkas = new Set(ofKind('Kafka').map((o) => o.doc.metadata.name));
    const keycloaks = new Set(ofKind('Keycloak').map((o) => o.doc.metadata.name));
    for (const o of ofKind('HorizontalPodAutoscaler')) need(deployments, 'Deployment', o.doc.spec.scaleTargetRef.name, o);
    for (const o of [...ofKind('KafkaNodePool'), ...ofKind('KafkaTopic')]) need(kafkas, 'Kafka', o.doc.metadata.labels['strimzi.io/cluster'], o);
    for (const o of ofKind('KeycloakRealmImport')) need(keycloaks, 'Keycloak', o.doc.spec.keycloakCRName, o);

    // Selectors of Services and PodDisruptionBudgets must match a Deployment's pods.
    const podLabels = ofKind('Deployment').map((o) => o.doc.spec.template.metadata.labels as Record<string, string>);
    for (const o of [...ofKind('Service'), ...ofKind('PodDisruptionBudget')]) {
      const selector: Record<string, string> = o.doc.kind === 'Service' ? o.doc.spec.selector : o.doc.spec.selector.matchLabels;
      if (!podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v))) missing.push(`${label(o)} selects no Deployment's pods`);
    }
    // Host names in the product's settings.
    const configObject = objects.find((o) => o.doc.kind === 'ConfigMap' && o.doc.metadata.name === 'pcbm-config')!;
    for (const broker of config.KAFKA_BROKERS.split(',')) need(services, 'Service', broker.split(':')[0], configObject);
    need(services, 'Service', new URL(config.SMTP_URL).hostname, configObject);
    const smtpService = services.get(new URL(config.SMTP_URL).hostname);
    expect(smtpService?.spec.ports.map((p: any) => String(p.port))).toContain(new URL(config.SMTP_URL).port);

    expect(missing).toEqual([]);
  });

  describe.each(['pcbm-api', 'pcbm-worker'])('Deployment %s', (name) => {
    const deployment = named('Deployment', name);
    const [container] = containersOf(deployment);

    it('runs at least two replicas of the product image with requests and limits', () => {
      expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(containersOf(deployment)).toHaveLength(1);
      expect(container.command).toEqual(['node', name === 'pcbm-api' ? 'server/dist/main.js' : 'server/dist/worker.js']);
      for (const resource of ['cpu', 'memory']) expect(container.resources.requests[resource]).toBeDefined();
      expect(container.resources.limits.memory).toBeDefined();
      expect(ofKind('PodDisruptionBudget').some((o) => o.doc.spec.selector.matchLabels['app.kubernetes.io/name'] === name)).toBe(true);
    });

    it('probes /health on the port the process listens on (PORT)', () => {
      const port = container.ports.find((p: any) => p.containerPort === Number(config.PORT));
      expect(port).toBeDefined();
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const httpGet = container[probe]?.httpGet;
        expect({ probe, path: httpGet?.path }).toEqual({ probe, path: '/health' });
        expect({ probe, portMatches: httpGet.port === port.name || httpGet.port === port.containerPort }).toEqual({ probe, portMatches: true });
      }
    });

    it('runs as non-root on a read-only root filesystem with emptyDirs for /tmp and DATA_DIR', () => {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
      const volumeAt = (path: string) => pod.volumes.find((v: any) => v.name === container.volumeMounts.find((m: any) => m.mountPath === path)?.name);
      expect(volumeAt('/tmp')?.emptyDir).toBeDefined();
      expect(volumeAt(config.DATA_DIR)?.emptyDir).toBeDefined();
      expect(volumeAt(`${config.DATA_DIR}/files`)?.persistentVolumeClaim).toBeDefined();
    });

    it('reads its settings from pcbm-config and the database URL from the CloudNativePG app secret', () => {
      expect(container.envFrom).toContainEqual({ configMapRef: { name: 'pcbm-config' } });
      expect(envOf(container, 'DATABASE_URL').valueFrom.secretKeyRef).toEqual({ name: 'pcbm-db-app', key: 'uri' });
      expect(envOf(container, 'PROJECTIONS')?.value).toBe(name === 'pcbm-api' ? 'worker' : undefined);
    });
  });

  it('sets the product settings for production', () => {
    expect(config).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', OIDC_AUDIENCE: 'pcb-marketplace-api' });
    expect(config.OIDC_ISSUER).toMatch(/^https:\/\/[^/]+\/realms\/pcb-marketplace$/);
    expect(config.SMTP_URL).toMatch(/^smtp:\/\/[^/]+:587$/);
    expect(config.PUBLIC_URL).toBe(`https://${config.MARKETPLACE_HOSTS}`);
    const hosts = named('Ingress', 'pcbm').spec.rules.map((rule: any) => rule.host);
    expect(hosts).toEqual([config.MARKETPLACE_HOSTS, config.MANUFACTURER_HOSTS, config.BOM_HOSTS]);
    expect(new URL(config.OIDC_ISSUER).host).toBe(named('Ingress', 'keycloak').spec.rules[0].host);
    const api = named('Deployment', 'pcbm-api');
    expect(named('Service', 'pcbm-api').spec.selector).toEqual({ 'app.kubernetes.io/name': 'pcbm-api' });
    expect(named('HorizontalPodAutoscaler', 'pcbm-api').spec.minReplicas).toBeGreaterThanOrEqual(api.spec.replicas);
  });

  it('runs Kafka in KRaft mode on three dual-role nodes with replicated topics', () => {
    const kafka = named('Kafka', 'pcbm-kafka');
    expect(kafka.metadata.annotations).toMatchObject({ 'strimzi.io/node-pools': 'enabled', 'strimzi.io/kraft': 'enabled' });
    const pool = named('KafkaNodePool', 'dual-role');
    expect(pool.spec.replicas).toBe(3);
    expect([...pool.spec.roles].sort()).toEqual(['broker', 'controller']);
    const topics = ofKind('KafkaTopic').map((o) => o.doc);
    expect(topics.map((t) => t.spec.topicName ?? t.metadata.name).sort()).toEqual(['pcbm.accounts', 'pcbm.chats', 'pcbm.orders']);
    for (const topic of topics) expect(topic.spec).toMatchObject({ replicas: 3, config: { 'min.insync.replicas': 2 } });
  });

  it('gives PostgreSQL three instances and the product database pcbm', () => {
    const cluster = named('Cluster', 'pcbm-db');
    expect(cluster.spec.instances).toBe(3);
    expect(cluster.spec.bootstrap.initdb.database).toBe('pcbm');
    expect(cluster.spec.storage.size).toBeDefined();
  });

  it('imports the realm with the same clients and audience mapper as deploy/keycloak/realm-pcb-marketplace.json', () => {
    const source = JSON.parse(readFileSync(join(dir, '..', 'keycloak', 'realm-pcb-marketplace.json'), 'utf8'));
    const realm = named('KeycloakRealmImport', 'pcb-marketplace').spec.realm;
    expect(realm.realm).toBe(source.realm);
    expect(realm.users ?? []).toEqual([]);
    expect(realm.roles).toEqual(source.roles);
    expect(realm.defaultRole).toEqual(source.defaultRole);
    const hostOf = { '': config.MARKETPLACE_HOSTS, 'producer.': config.MANUFACTURER_HOSTS, 'bom.': config.BOM_HOSTS } as Record<string, string>;
    // http://[producer.|bom.]localhost:4000/path -> https://<that production host>/path; the Vite dev servers are dropped.
    const production = (uri: string) => {
      const match = /^http:\/\/((?:producer\.|bom\.)?)localhost:4000(\/.*)$/.exec(uri);
      return match ? `https://${hostOf[match[1]]}${match[2]}` : null;
    };
    expect(realm.clients.map((c: any) => c.clientId)).toEqual(source.clients.map((c: any) => c.clientId));
    for (const expected of source.clients) {
      const actual = realm.clients.find((c: any) => c.clientId === expected.clientId);
      const { redirectUris, ...rest } = expected;
      const { redirectUris: actualRedirectUris, ...actualRest } = actual;
      expect(actualRest).toEqual(rest); // protocolMappers (the api audience mapper) included
      expect(actualRedirectUris).toEqual(redirectUris?.map(production).filter(Boolean));
      const audience = actual.protocolMappers.find((m: any) => m.protocolMapper === 'oidc-audience-mapper');
      expect(audience?.config['included.custom.audience']).toBe(config.OIDC_AUDIENCE);
    }
  });
});
