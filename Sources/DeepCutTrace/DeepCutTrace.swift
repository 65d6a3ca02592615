// DeepCutTrace: filled by its issue; see ../shared/DESIGN.md "Layout".
