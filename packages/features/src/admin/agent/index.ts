/** The agent screen of `/admin/agent`, loaded on its own from the route registry. */
export { AgentScreen } from './AgentScreen';
