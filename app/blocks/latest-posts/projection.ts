import { isOut, postCard, slugFields } from "@shared/content/fragments";

/** How many posts a latest-posts block shows: the newest out, of its category when it names one. */
export const LATEST_POSTS_SHOWN = 3;

/** The latest-posts block's fields, and the posts it shows (the page's cache follows posts: a post going out shows). */
export const latestPostsBlockProjection = /* groq */ `_type == "latestPostsBlock" => {
  eyebrow, heading, intro,
  "category": category->{ _id, title, ${slugFields} },
  "posts": *[_type == "post" && ${isOut} && (!defined(^.category) || ^.category._ref in categories[]._ref)]
    | order(publishedAt desc, _id asc) [0...${LATEST_POSTS_SHOWN}]{ ${postCard} }
}`;
