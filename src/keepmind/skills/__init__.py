"""The procedural layer: skills as SKILL.md folders (design §7).

``skill`` parses and validates one SKILL.md and renders the prompt index (pure);
``library`` owns the folders under ``<home>/skills``; ``importer`` brings in skill folders
written for other agents; ``tools`` exposes ``skills_list``, ``skill_view`` and
``skill_manage`` to a model.
"""

from keepmind.skills.library import Problem, Skill, SkillLibrary
from keepmind.skills.skill import SkillDoc, compose_skill, parse_skill, render_skill

__all__ = [
    "Problem",
    "Skill",
    "SkillDoc",
    "SkillLibrary",
    "compose_skill",
    "parse_skill",
    "render_skill",
]
