// The routing API every SentiScope app uses, shared as one federated singleton. Sharing this facade instead
// of react-router itself lets the build tree-shake the router to what the site uses (about half of it):
// a shared module is provided whole, so sharing react-router directly would ship all of it on every visit.
// Apps import routing from here; a lint rule forbids importing react-router or react-router-dom directly.
// The site routes with the component router (BrowserRouter + useRoutes), not the data router: it uses no
// loaders, actions or fetchers, and the data router's engine was about a third of the router's bytes on every
// first visit (docs/decisions/004). Tests may build data routers straight from react-router.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { InitialEntry, LinkProps, Location, NavigateOptions, RouteObject, To } from 'react-router';
export { useFragmentToken } from './use-fragment-token';
