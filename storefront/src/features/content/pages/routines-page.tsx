/** The routines: step-by-step routines, latest or oldest first, 6 per page. */
import { PostListScreen, postListLoader } from '../components/post-list-screen.tsx';

export const loader = postListLoader('routine');

export default function RoutinesPage() {
  return <PostListScreen type="routine" route="routines" />;
}
