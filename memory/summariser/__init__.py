"""The default summariser's modules, behind `memory.compaction` (which folds a turn with them):
the form and its entries (`form`), what of a turn may be quoted (`quotes`, `courtesy`), one
customer turn (`customer`) and one assistant turn (`assistant`), topics (`topics`), and the
readings of dialogue they draw on, a module each (`acts`, `corrections`, `promises`, ...). A
package of its own with nothing in this file, so its modules import each other without importing
the package's public face."""
