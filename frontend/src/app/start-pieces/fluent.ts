// Fluent's provider as one piece of the app's staged start (src/main.tsx): importing this module runs
// the provider's chunks (and the theme's) in a task of their own.
export { FluentProvider, RendererProvider } from '@fluentui/react-components';
export { appTheme } from '../theme';
