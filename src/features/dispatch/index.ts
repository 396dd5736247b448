// The dispatch feature as the other features may use it: its public entry (docs/decisions/044-features-by-what-a-person-does.md).
export { DispatchForm } from './components/dispatch-form';
