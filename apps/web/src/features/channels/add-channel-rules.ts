import { type ChannelCategory, coded, isChannelCategory, parseChannelLink } from "@studio/contract";
import { clientIssue } from "../../lib/form-errors";

export interface AddChannelIssues {
  link?: string;
  category?: string;
}

/**
 * The add-channel form's own checks (docs/spec.md §5: link and category required), as issue messages for
 * issueText: an empty link, a link that is not a channel address (30001), no category.
 */
export function addChannelIssues(link: string, category: string | null): AddChannelIssues {
  const issues: AddChannelIssues = {};
  if (!link.trim()) issues.link = clientIssue("channelLinkRequired");
  else if (!parseChannelLink(link)) issues.link = coded(30001);
  if (!isChannelCategory(category)) issues.category = clientIssue("channelCategoryRequired");
  return issues;
}

export function isAddChannelReady(link: string, category: string | null): category is ChannelCategory {
  const issues = addChannelIssues(link, category);
  return !issues.link && !issues.category;
}
