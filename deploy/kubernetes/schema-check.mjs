// Validates Kubernetes objects against their schemas; run by manifests.test.ts in a child process because
// kubernetes-models' validators are loaded by file as ES modules, which the CommonJS Jest suites cannot import.
// stdin: JSON [{ id, doc }]; stdout: JSON [{ id, source, errors: string[] }]. No network access.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));
const version = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

/** A precompiled (ajv standalone) validator from kubernetes-models, by file: the package's exports omit _schemas. */
const core = (schema) => async () => {
  const module = await import(pathToFileURL(join(packageDir('kubernetes-models'), '_schemas', `${schema}.mjs`)).href);
  return { validate: module.validate, source: `kubernetes-models@${version('kubernetes-models')} (${schema})` };
};
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const minimal = (file) => async () => ({
  validate: ajv.compile(JSON.parse(readFileSync(join(here, 'schemas', file), 'utf8'))),
  source: `deploy/kubernetes/schemas/${file} (minimal hand-written schema, not the official CRD)`,
});

/** apiVersion/kind -> schema. A kind missing here fails the test, so each new kind gets a schema. */
const registry = {
  'v1/Namespace': core('IoK8sApiCoreV1Namespace'),
  'v1/ConfigMap': core('IoK8sApiCoreV1ConfigMap'),
  'v1/Secret': core('IoK8sApiCoreV1Secret'),
  'v1/Service': core('IoK8sApiCoreV1Service'),
  'v1/PersistentVolumeClaim': core('IoK8sApiCoreV1PersistentVolumeClaim'),
  'apps/v1/Deployment': core('IoK8sApiAppsV1Deployment'),
  'policy/v1/PodDisruptionBudget': core('IoK8sApiPolicyV1PodDisruptionBudget'),
  'autoscaling/v2/HorizontalPodAutoscaler': core('IoK8sApiAutoscalingV2HorizontalPodAutoscaler'),
  'networking.k8s.io/v1/Ingress': core('IoK8sApiNetworkingV1Ingress'),
  'networking.k8s.io/v1/NetworkPolicy': core('IoK8sApiNetworkingV1NetworkPolicy'),
  'kafka.strimzi.io/v1beta2/Kafka': minimal('minimal-strimzi-kafka.schema.json'),
  'kafka.strimzi.io/v1beta2/KafkaNodePool': minimal('minimal-strimzi-kafka-node-pool.schema.json'),
  'kafka.strimzi.io/v1beta2/KafkaTopic': minimal('minimal-strimzi-kafka-topic.schema.json'),
  'postgresql.cnpg.io/v1/Cluster': minimal('minimal-cnpg-cluster.schema.json'),
  'k8s.keycloak.org/v2alpha1/Keycloak': minimal('minimal-keycloak.schema.json'),
  'k8s.keycloak.org/v2alpha1/KeycloakRealmImport': minimal('minimal-keycloak-realm-import.schema.json'),
};

function describe(error) {
  const at = error.instancePath || '(root)';
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'type': return `${at} must be ${p.type}`;
    case 'required': return `${at} must have required property '${p.missingProperty}'`;
    case 'additionalProperties': return `${at} must NOT have additional property '${p.additionalProperty}'`;
    case 'enum': return `${at} must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'const': return `${at} must be ${JSON.stringify(p.allowedValue)}`;
    default: return `${at} ${error.message ?? error.keyword} ${JSON.stringify(p)}`;
  }
}

const input = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const { id, doc } of input) {
  const load = registry[`${doc?.apiVersion}/${doc?.kind}`];
  if (!load) {
    results.push({ id, source: null, errors: [`no schema registered for apiVersion ${doc?.apiVersion} kind ${doc?.kind}`] });
    continue;
  }
  const { validate, source } = await load();
  const valid = validate(doc);
  // One line per distinct error (anyOf branches repeat themselves).
  results.push({ id, source, errors: valid ? [] : [...new Set((validate.errors ?? []).map(describe))] });
}
process.stdout.write(JSON.stringify(results));
