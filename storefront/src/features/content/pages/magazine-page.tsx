/** The magazine: articles, latest or oldest first, 6 per page. */
import { PostListScreen, postListLoader } from '../components/post-list-screen.tsx';

export const loader = postListLoader('blog');

export default function MagazinePage() {
  return <PostListScreen type="blog" route="magazine" />;
}
