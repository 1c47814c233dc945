import React, {useState, type ReactNode} from 'react';

/** A tiny interactive component, used to show React inside a Markdown page. */
export default function MyComponent(): ReactNode {
  const [likes, setLikes] = useState(0);
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: '1rem'}}>
      <button type="button" className="button button--primary" onClick={() => setLikes((n) => n + 1)}>
        Like this page
      </button>
      <span role="status">{likes === 1 ? '1 like' : `${likes} likes`}</span>
    </div>
  );
}
