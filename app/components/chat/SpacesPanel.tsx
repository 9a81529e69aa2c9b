import { Hash, Layers } from "~/components/common/icons";
import type { WorkspaceState } from "~/chat/workspace";
import type { ChatCopy } from "~/chat/data";

export function SpacesPanel({
  state,
  onSelectSpace,
  onSelectChannel,
  copy,
}: {
  copy: ChatCopy;
  state: WorkspaceState;
  onSelectSpace: (id: string) => void;
  onSelectChannel: (id: string) => void;
}) {
  return (
    <nav aria-label={copy.spacesAndChannels} className="p-3">
      <ul className="space-y-4">
        {state.spaces.map((space) => {
          const activeSpace = space.id === state.activeSpaceId;
          return (
            <li key={space.id}>
              <button
                type="button"
                onClick={() => onSelectSpace(space.id)}
                aria-current={activeSpace ? "true" : undefined}
                className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm font-semibold ${
                  activeSpace ? "text-brand-700" : "text-ink-600 hover:text-ink-900"
                }`}
              >
                <Layers aria-hidden className="size-4" />
                <span>
                  <span className="sr-only">{copy.space} </span>
                  {space.name}
                </span>
              </button>
              <ul className="mt-1 space-y-0.5">
                {space.channels.map((channel) => {
                  const active = channel.id === state.activeChannelId;
                  const unread = state.unread[channel.id] ?? 0;
                  return (
                    <li key={channel.id}>
                      <button
                        type="button"
                        onClick={() => onSelectChannel(channel.id)}
                        aria-current={active ? "page" : undefined}
                        className={`flex w-full items-center gap-2 rounded-lg py-1.5 pr-2 pl-6 text-left text-sm ${
                          active ? "bg-brand-600 font-semibold text-white" : "text-ink-700 hover:bg-ink-100"
                        }`}
                      >
                        <Hash aria-hidden className="size-3.5 shrink-0 opacity-70" />
                        <span className="min-w-0 flex-1 truncate">{channel.name}</span>
                        {unread > 0 && (
                          <span
                            className={`rounded-full px-2 py-0.5 text-xs font-bold ${active ? "bg-white text-brand-700" : "bg-brand-100 text-brand-800"}`}
                          >
                            {unread}
                            <span className="sr-only"> {copy.unread}</span>
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
