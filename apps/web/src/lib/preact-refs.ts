import { options, type VNode } from 'preact';

/**
 * The app runs on Preact's React compatibility layer (vite.config.ts aliases React to it), but is
 * written for React 19, where a function component receives `ref` as a prop (form fields hand
 * react-hook-form's ref to their input, the human check exposes its handle). Preact 10 keeps a ref
 * on the element and gives it only to forwardRef components; this hands it to every function
 * component as a prop, as React 19 does. Class components keep theirs (the ref is the instance).
 * Imported first by main.tsx: elements made before it runs would keep their refs to themselves.
 */
const previous = options.vnode;
options.vnode = (vnode: VNode<{ ref?: unknown }>) => {
  const { type } = vnode;
  if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  previous?.(vnode);
};
