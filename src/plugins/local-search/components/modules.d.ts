// Type declarations for the two untyped imports of LocalDocSearch (the project has no @types/react-dom).
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
declare module '@docsearch/react/style';
