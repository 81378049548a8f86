#pragma once
// The kinds of catalog part, named once. A profile field that holds a catalog id says which kind
// (None: the field holds no part id); the GUI's catalog browser and part editor show the first five,
// in this order, as their tabs (storage servers are listed, not edited there).

namespace cp {

enum class PartKind { Gpu, Node, Switch, Nic, Media, Storage, None };

}  // namespace cp
