"""mtgsolver's solvers: could-produce (CR 106.7), payments (CR 601.2g-h, 605), copies (CR 707.10)."""
