// The routing API every SentiScope app uses, shared as one federated singleton. Sharing this facade instead
// of react-router itself lets the build tree-shake the router to what the site uses (about half of it):
// a shared module is provided whole, so sharing react-router directly would ship all of it on every visit.
// Apps import routing from here; a lint rule forbids importing react-router or react-router-dom directly.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { InitialEntry, LinkProps, Location, NavigateOptions, RouteObject, To, UIMatch } from 'react-router';
export { useFragmentToken } from './use-fragment-token';
