// Type declaration for the untyped react-dom import of the search components (the project has no @types/react-dom).
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
