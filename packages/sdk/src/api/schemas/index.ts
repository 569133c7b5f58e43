// Runtime schemas of everything that crosses the wire: one zod schema per component of openapi.yaml.
export * from './components.gen';
