// The workflow-editor feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { WorkflowEditor } from './components/workflow-editor';
