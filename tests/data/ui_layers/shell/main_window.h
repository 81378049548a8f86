#pragma once
// Stands in for ui/shell/main_window.h: the check counts an include only when the file exists.
