// Moved to src/framework-internals/route-shards. Kept until src/theme/DebugRoutes and src/theme/DebugRegistry import
// the new path; then delete this folder.
export {default} from '@site/src/framework-internals/route-shards/client/WithAllRoutes';
