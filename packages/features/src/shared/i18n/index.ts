export { i18nOptions, namespaceBackend } from './backend';
export {
  defineNamespace,
  type MessageKey,
  type MessageTree,
  type Namespace,
  type NamespaceLoaders,
  type Translation,
} from './namespace';
export { useT, type MessageValues, type Translator } from './useT';
