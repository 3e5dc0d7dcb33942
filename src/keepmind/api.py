"""The library façade: ``keepmind.open()`` and the ``Memory`` object it returns.

``open`` is a composition root: it resolves the home from its arguments and the
environment and reads ``config.yaml`` once. ``Memory`` then hands each layer the paths
and values it needs; layers never read settings or the environment themselves.
"""

from __future__ import annotations

import json
import logging
import os
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from keepmind._validate import shown
from keepmind.archive_url import ArchiveURL, parse_archive_url
from keepmind.config import Settings, load_settings
from keepmind.errors import ArchiveError, ConfigError, HomeError, InvalidArgument, KeepmindError
from keepmind.home import Home, create_private, resolve_home
from keepmind.memory import BoundedMemory, Journal, MemoryTool, PromptStore
from keepmind.memory.base import JournalView
from keepmind.memory.meta import WriteNotes, writing
from keepmind.prompt.snapshot import render_snapshot
from keepmind.security.guard import Guard
from keepmind.types import DEFAULT_USER, Scope

if TYPE_CHECKING:  # imported where used: a command that only reads memory never loads them
    from keepmind._sqlite import SQLiteDatabase
    from keepmind.archive import SessionArchive
    from keepmind.llm import LLMClient
    from keepmind.memory.evicted import MemoryArchive
    from keepmind.memory.meta import EntryMeta, MetaView
    from keepmind.memory.pending import PendingQueue
    from keepmind.memory.postgres import PostgresStores
    from keepmind.memory.tool import Writer
    from keepmind.providers import MemoryManager
    from keepmind.providers.facts import FactStore
    from keepmind.recall.summarizer import Summarizer
    from keepmind.review import ReviewLog, ReviewReport, ReviewWorker
    from keepmind.session import Session
    from keepmind.skills import SkillLibrary

log = logging.getLogger(__name__)


class Memory:
    """One home's memory: the bounded stores, the memory tool and the frozen snapshot.

    The stores are the home's files, or, when the archive is on PostgreSQL, rows of that
    database in this object's scope (``memory.postgres``): USER per (org, user), MEMORY per
    (org, user, agent), and the organisation's store, shown in the prompt as its own block
    and never offered to the memory tool.

    A context manager: ``with keepmind.open() as mem:`` closes the session archive and
    shuts the providers down on leaving (``close``). Opening rolls each memory file
    forward to its journal if a crash interrupted a write (``BoundedMemory.recover``).
    """

    def __init__(self, home: Home, settings: Settings | None = None, *,
                 scope: Scope | None = None, guard: Guard | None = None) -> None:
        self.home = home
        self.settings = settings or Settings()
        # whose archive this is (docs/design.md, "Scopes"): sessions are written in it
        # and every archive read sees only its (org, user)
        self.scope = scope or Scope()
        security = self.settings.security
        # the home's scanner, never the process's: every write, prompt and recall of this
        # object is scanned with it (``keepmind.security.guard``); a server opening one
        # home in several scopes passes the first one's rather than load the model again
        self.guard = guard or Guard.load(security.classifier, security.classifier_threshold)
        limits = self.settings.memory
        self.memory: PromptStore
        self.user: PromptStore
        self.journal: JournalView
        # the organisation-wide store, read-only here (PostgreSQL only; None on files)
        self.org: PromptStore | None = None
        self._stores: PostgresStores | None = None
        # who made each write, until the entry metadata is brought in step (``meta``;
        # kept for stores on files)
        self.write_notes = WriteNotes()
        location = self.archive_location
        if location.kind == "postgresql":
            from keepmind.memory.postgres import open_stores

            self._stores = open_stores(location.target, self.scope,
                                       memory_limit=limits.memory_char_limit,
                                       user_limit=limits.user_char_limit,
                                       org_limit=limits.org_char_limit, shown=location.shown,
                                       guard=self.guard)
            self.memory, self.user, self.org = (self._stores.memory, self._stores.user,
                                                self._stores.org)
            self.journal = self._stores.journal
        else:
            journal = Journal(home.journal_file)
            self.journal = journal
            self.memory = BoundedMemory(home.memory_file, limits.memory_char_limit,
                                        target="memory", journal=journal,
                                        on_commit=self.write_notes.note, guard=self.guard,
                                        accepted_file=home.accepted_file)
            self.user = BoundedMemory(home.user_file, limits.user_char_limit,
                                      target="user", journal=journal,
                                      on_commit=self.write_notes.note, guard=self.guard,
                                      accepted_file=home.accepted_file)
        self._tool = MemoryTool(self.enabled_stores(), writer=self.write_policy(review=False))
        self._snapshot: str | None = None
        for store in (self.memory, self.user):
            store.recover()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def enabled_stores(self) -> dict[str, PromptStore]:
        """The stores the settings enable, by tool target name (the ones the memory tool
        writes; never the organisation's)."""
        stores: dict[str, PromptStore] = {}
        if self.settings.memory.memory_enabled:
            stores["memory"] = self.memory
        if self.settings.memory.user_profile_enabled:
            stores["user"] = self.user
        return stores

    @property
    def in_database(self) -> bool:
        """Whether the stores are rows of a PostgreSQL database (scoped by it) rather
        than the home's files (one user's)."""
        return self._stores is not None

    def prompt_stores(self) -> dict[str, PromptStore]:
        """The stores the system prompt shows, in its order: the organisation's (when
        there is one), then the enabled ones."""
        shared = {} if self.org is None else {"org": self.org}
        return {**shared, **self.enabled_stores()}

    def store(self, target: str) -> PromptStore:
        """The store named ``target`` ("memory", "user", or on PostgreSQL "org": a handle
        that may write the organisation's store, for administrators). Raises
        InvalidArgument (a ValueError) otherwise."""
        if target == "memory":
            return self.memory
        if target == "user":
            return self.user
        if target == "org" and self._stores is not None:
            return self._stores.org_writer()
        expected = "'memory', 'user' or 'org'" if self._stores else "'memory' or 'user'"
        raise InvalidArgument(f"unknown memory target {shown(target)}; expected {expected}"
                              + ("" if self._stores or target != "org" else
                                 " (the organisation's store needs a PostgreSQL archive.url)"))

    def memory_tool(self, args: object) -> dict[str, Any]:
        """Run one ``memory`` tool call and return its result dict (never raises); ``args``
        is an object or its JSON text. Its writes are the ``tool``'s (in the session of an
        enclosing ``writing`` block)."""
        with writing("tool"):
            return self._tool(args)

    def new_turn(self) -> None:
        """Start a new user turn: resets the memory tool's per-turn failure count."""
        self._tool.new_turn()

    def snapshot(self) -> str:
        """The frozen MEMORY and USER blocks: rendered at the first call, then unchanged
        for this object's life, whatever is written later."""
        if self._snapshot is None:
            self._snapshot = self.render_snapshot()
        return self._snapshot

    def render_snapshot(self) -> str:
        """The organisation's, MEMORY and USER blocks as the stores stand now (not
        frozen)."""
        views = [s.view() for s in self.prompt_stores().values()]
        return render_snapshot(views, self.guard)

    def session(
        self,
        *,
        platform: str = "api",
        cwd: Path | None = None,
        model: str | None = None,
        system_message: str = "",
        manager: MemoryManager | None = None,
        summarizer: Summarizer | None = None,
        title: str | None = None,
        user_id: str | None = None,
    ) -> Session:
        """Start a session: a new archived conversation with a frozen system prompt, the
        tools in OpenAI or Anthropic shape, and before/after-turn hooks
        (``keepmind.session.Session``). Without ``manager`` the configured provider
        (``Memory.providers``) is used. Raises InvalidArgument (a metadata value that is
        not text), ArchiveError, ProviderError."""
        from keepmind.session import Session

        return Session(self, platform=platform, cwd=cwd, model=model,
                       system_message=system_message, manager=manager, summarizer=summarizer,
                       title=title, user_id=user_id)

    @cached_property
    def providers(self) -> MemoryManager:
        """The MemoryManager for the configured ``memory.provider`` (empty when only the
        built-in memory is used), built on first use and shared by this object's
        sessions; ``KEEPMIND_PROVIDERS`` limits which plugins load. Raises ProviderError,
        ConfigError."""
        from keepmind.core_tools import CORE_TOOL_NAMES
        from keepmind.providers.compose import manager_for_home

        manager = manager_for_home(self.home, self.settings, os.environ, scope=self.scope,
                                   core_tool_names=CORE_TOOL_NAMES, guard=self.guard)
        if self.settings.memory.write_approval != "off":
            self._watch_facts(manager)
        return manager

    def _watch_facts(self, manager: MemoryManager) -> None:
        """Flag the new facts of a ``facts`` provider that contradict an entry into the
        approval queue (``keepmind.curation.flag_fact``)."""
        from keepmind.curation import flag_fact
        from keepmind.providers.facts import FactsProvider

        for provider in manager.providers:
            if isinstance(provider, FactsProvider):
                provider.on_fact_added = lambda fact: flag_fact(
                    self.pending, self.enabled_stores(), fact)

    @cached_property
    def home_db(self) -> SQLiteDatabase:
        """The home's ``state.db`` as the entry metadata and the approval queue use it
        (opened on first use, whatever ``archive.url`` says). Raises ArchiveError."""
        from keepmind.memory.meta import open_home_db

        try:
            create_private(self.home.state_db)
        except OSError as exc:
            raise ArchiveError(f"cannot create {self.home.state_db}: "
                               f"{exc.strerror or exc}") from exc
        return open_home_db(self.home.state_db)

    def write_policy(self, *, review: bool) -> Writer | None:
        """How the memory tool's writes land under ``memory.write_approval`` and
        ``memory.eviction`` (``keepmind.curation``), for the review's writes or the
        agent's; None when they are simply made."""
        limits = self.settings.memory
        hold = limits.write_approval == "manual" and (review or limits.approve_agent_writes)
        flag = limits.write_approval != "off"
        evict = limits.eviction == "archive"
        if not (hold or flag or evict):
            return None
        from keepmind.curation import WritePolicy

        return WritePolicy(queue=lambda: self.pending, meta=self.meta,
                           archive=lambda: self.memory_archive, hold=hold,
                           flag_contradictions=flag, evict=evict, facts=self.fact_store)

    def fact_store(self) -> FactStore | None:
        """The store of the ``facts`` provider when the settings select it (opened with
        the providers), else None. Raises ProviderError, ConfigError."""
        if "facts" not in self.settings.memory.provider_names():
            return None
        from keepmind.providers.facts import FactsProvider

        found = [p for p in self.providers.providers if isinstance(p, FactsProvider)]
        return found[0].store if found else None

    @cached_property
    def memory_archive(self) -> MemoryArchive:
        """Entries evicted from full stores (``keepmind.memory.evicted``). Raises
        ArchiveError."""
        from keepmind.memory.evicted import MemoryArchive

        return MemoryArchive(self.home_db, self.owner)

    @cached_property
    def pending(self) -> PendingQueue:
        """The approval queue of memory writes (``keepmind.memory.pending``). Raises
        ArchiveError."""
        from keepmind.memory.pending import PendingQueue

        return PendingQueue(self.home_db, self.owner)

    @property
    def owner(self) -> str:
        """Whose rows of the home's approval queue and memory archive are this object's:
        '' for stores on files (one user's), else this scope's, so that users sharing a
        home's server (stores on PostgreSQL) never see each other's."""
        if self._stores is None:
            return ""
        return json.dumps([self.scope.org, self.scope.user, self.scope.agent])

    @cached_property
    def entry_meta(self) -> EntryMeta:
        """The entry metadata (not in step until ``meta()`` syncs it). Raises
        ArchiveError."""
        from keepmind.memory.meta import EntryMeta

        if not isinstance(self.journal, Journal):
            raise ArchiveError("entry metadata is kept for memory stores on files; this "
                               "home's stores are in a database")
        return EntryMeta(self.home_db, self.journal)

    def meta(self) -> MetaView:
        """The entry metadata brought in step with this object's writes, the journal and
        the files as they are now (``keepmind.memory.meta``), or, for stores on
        PostgreSQL, with their text as it is now (``keepmind.memory.postgres``). Raises
        ArchiveError, MemoryStoreError (the database)."""
        if self._stores is not None:
            self._stores.meta.sync()
            return self._stores.meta
        notes = self.write_notes.take()
        try:
            self.entry_meta.sync(notes, {t: s.entries for t, s in
                                         (("memory", self.memory), ("user", self.user))})
        except BaseException:
            self.write_notes.give_back(notes)
            raise
        return self.entry_meta

    def mark_prompt_use(self) -> None:
        """Record that the enabled stores' entries are in a prompt now (their
        ``last_used_at``); a metadata failure is logged, never raised: the prompt is
        built whatever the sidecar says."""
        try:
            meta = self.meta()
            for target, store in self.enabled_stores().items():
                meta.mark_used(target, store.entries)
        except KeepmindError as exc:
            log.warning("memory metadata not updated: %s", exc)

    @cached_property
    def review_log(self) -> ReviewLog:
        """Which sessions have been reviewed, and how far (``keepmind.review.log``).
        Raises ArchiveError."""
        from keepmind.review import ReviewLog

        return ReviewLog(self.home_db)

    @cached_property
    def review_model(self) -> LLMClient | None:
        """The model of background reviews: the auxiliary one (``llm`` when unset), None
        when none is configured or its key is missing (logged: reviews are then skipped)."""
        from keepmind.llm.factory import auxiliary_client

        try:
            return auxiliary_client(self.settings, os.environ)
        except ConfigError as exc:
            log.warning("background review off: %s", exc)
            return None

    def review(self, session_id: str) -> ReviewReport:
        """Review what ``session_id`` said since its last review with the review model
        (``keepmind.review``): status "no model" when there is none. Raises ArchiveError."""
        from keepmind.review import ReviewReport, review_session

        model = self.review_model
        if model is None:
            return ReviewReport(session_id, "no model")
        configured = self.settings.auxiliary.context_window or self.settings.llm.context_window
        return review_session(self, session_id, model, context_window=configured)

    @cached_property
    def _review_worker(self) -> ReviewWorker:
        from keepmind.review import ReviewWorker

        return ReviewWorker(self.review)

    def schedule_review(self, session_id: str, *, ended: bool) -> None:
        """Hand ``session_id`` to the background review when the settings ask for it (at
        its end: ``review.after_session``; mid-session: ``review.every_n_turns``) and a
        model is configured; returns at once."""
        wanted = self.settings.review.after_session if ended else \
            self.settings.review.every_n_turns > 0
        if wanted and self.review_model is not None:
            self._review_worker.submit(session_id)

    def close_reviews(self) -> None:
        """Wait (at most 30 s) for the background reviews handed over so far and close
        the review model; a review left undone is logged (``keepmind review`` does it)."""
        worker = self.__dict__.pop("_review_worker", None)
        if worker is not None:
            for session_id in worker.close():
                log.warning("background review of %s not done (run keepmind review)",
                            session_id)
        model = self.__dict__.pop("review_model", None)
        if model is not None:
            model.close()

    def close_meta(self) -> None:
        """Store the notes of this object's writes in the entry metadata (a failure is
        logged: the writes themselves are committed) and close its connection."""
        if len(self.write_notes):
            try:
                self.meta()
            except KeepmindError as exc:
                log.warning("memory metadata not updated: %s", exc)
        for name in ("entry_meta", "pending", "review_log", "memory_archive"):
            self.__dict__.pop(name, None)
        db = self.__dict__.pop("home_db", None)
        if db is not None:
            db.close()

    def close(self) -> list[str]:
        """Finish the background reviews (``close_reviews``), shut the provider manager
        down (draining its queue with a bound: its hooks may still queue contradictions),
        bring the entry metadata in step with this object's writes, and close the
        database connections and the journal's lock descriptor; returns the provider
        calls abandoned. Closing twice is
        harmless; the object is not usable after."""
        abandoned: list[str] = []
        self.close_reviews()
        providers = self.__dict__.pop("providers", None)
        if providers is not None:  # before the home's database: their hooks may queue
            abandoned = providers.shutdown()
        self.close_meta()
        archive = self.__dict__.pop("archive", None)
        if archive is not None:
            archive.close()
        if self._stores is not None:
            self._stores.close()
        elif isinstance(self.journal, Journal):
            self.journal.close()  # the lock descriptor its writes keep open
        return abandoned

    @cached_property
    def skills(self) -> SkillLibrary:
        """The skill library under ``<home>/skills``: ``list()``, ``get(name)``,
        ``create(...)``, ``patch(...)``, ``delete(name)``, ``index()`` for the prompt."""
        from keepmind.skills import SkillLibrary

        return SkillLibrary(self.home.skills_dir, guard=self.guard)

    @cached_property
    def archive(self) -> SessionArchive:
        """The session archive where ``archive.url`` says (``<home>/state.db`` by default;
        opened and migrated on first use): ``create_session``, ``append``, ``search``,
        ``lineage`` ... (``keepmind.archive``), with the semantic stage when
        ``archive.semantic`` names a model (its stored vectors are read at the first
        search). Raises ArchiveError when it cannot be opened, ConfigError when the
        semantic model is not installed."""
        from keepmind.archive import SessionArchive

        location = self.archive_location
        if location.kind == "sqlite" and location.target != ":memory:":
            path = Path(location.target)
            try:
                if self.settings.archive.url.strip():
                    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                # 0600 before SQLite opens it: its -wal and -shm files copy the main file's mode
                create_private(path)
            except OSError as exc:
                raise ArchiveError(f"cannot create {path}: {exc.strerror or exc}") from exc
        archive = SessionArchive.open(location.target, scope=self.scope)
        kind = self.settings.archive.semantic
        if kind != "off":
            from keepmind.archive.vectors import stored_index

            try:
                archive.semantic = stored_index(archive.backend.vectors, kind)
            except ImportError as exc:
                archive.close()
                raise ConfigError(f"archive.semantic is {kind!r} but its model is not "
                                  "installed: pip install 'keepmind[semantic-e5]' "
                                  f"({exc})") from exc
        return archive

    @property
    def archive_location(self) -> ArchiveURL:
        """Where the archive lives: ``archive.url``, a relative SQLite path taken from the
        home, or the home's state.db when it is empty (``ArchiveURL.shown`` hides any
        password)."""
        url = self.settings.archive.url
        if not url.strip():
            return ArchiveURL("sqlite", str(self.home.state_db))
        location = parse_archive_url(url)
        if location.kind == "sqlite" and location.target != ":memory:":
            return ArchiveURL("sqlite", str(self.home.root / Path(location.target)))
        return location

    def archive_exists(self) -> bool:
        """Whether the archive is there already (a SQLite file that exists, or any server
        database, which opening creates the tables of)."""
        location = self.archive_location
        return location.kind != "sqlite" or Path(location.target).exists()

    def session_search(self, args: object,
                       current_session_id: str | None = None,
                       summarizer: Summarizer | None = None) -> dict[str, Any]:
        """Run one ``session_search`` call against this home's archive and return its
        result dict (never raises). ``current_session_id``'s lineage is skipped; a
        ``summarizer`` turns on summaries (``keepmind.recall.tool``)."""
        from keepmind.recall.tool import SessionSearchTool

        try:
            archive = self.archive
        except KeepmindError as exc:
            return {"success": False, "error": str(exc)}
        return SessionSearchTool(archive, current_session_id, summarizer)(args)

    def skill_tool(self, name: str, args: object) -> dict[str, Any]:
        """Run one ``skills_list``/``skill_view``/``skill_manage`` call and return its
        result dict (never raises)."""
        from keepmind.skills.tools import run_skill_tool

        return run_skill_tool(self.skills, name, args)


def open_memory(
    home: str | Path | None = None,
    profile: str | None = None,
    *,
    settings: Settings | None = None,
    url: str | None = None,
    user: str | None = None,
    agent: str | None = None,
    org: str | None = None,
) -> Memory:
    """Open the memory of a home: ``home``, else ``$KEEPMIND_HOME``, else ``~/.keepmind``.

    ``url`` puts the archive there instead of where ``archive.url`` says (a SQLite path
    or ``postgresql://…``); ``user``, ``agent`` and ``org`` choose the scope the session
    works in (``Scope``; the home's single user when no user is given), so a fleet opens
    one shared store as each user in turn. Creates the home if it does not exist. Raises
    HomeError, ConfigError, InvalidArgument (a scope name that cannot be one).
    """
    root = resolve_home(home, profile, os.environ)
    if root.exists() and not root.is_dir():
        raise HomeError(f"home {root} exists and is not a directory")
    resolved = Home(root).ensure()
    chosen = settings or load_settings(resolved.config_file)
    if url is not None:
        chosen = chosen.model_copy(update={"archive": chosen.archive.model_copy(
            update={"url": url})})
    return Memory(resolved, chosen, scope=scope_of(user, agent, org))


def scope_of(user: str | None, agent: str | None, org: str | None) -> Scope:
    """The ``Scope`` named by optional parts (None: the default of that part). Raises
    InvalidArgument for a name that cannot be one."""
    try:
        return Scope(user=user or DEFAULT_USER, agent=agent or "", org=org or "")
    except ValueError as exc:
        raise InvalidArgument(str(exc)) from exc
