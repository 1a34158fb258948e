// The router's package as one piece of the app's staged start (src/main.tsx): importing this module
// runs the router's chunk in a task of its own; re-exporting one name keeps the chunk to what the app uses.
export { RouterProvider } from 'react-router-dom';
