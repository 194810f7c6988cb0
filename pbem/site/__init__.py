"""The public site of a games folder: static HTML pages anyone may read (``pbem site DIR``).

``pages`` makes each page's model from a game, as the public may see it (``view_for(...,
"public")`` and public events only: the public report of every step, the public log, and once a
game is over its statistics and revealed seed); ``build`` walks the folder and writes the pages
with the report templates, which extend the base template. No page holds a script or fetches
anything, and every link is relative, so the site works from any static file server, a
sub-folder of one (GitHub Pages) or the disk.
"""
