import warnings

import torch

for make in (lambda: torch.cpu.amp.autocast(), lambda: torch.cuda.amp.autocast()):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        ctx = make()
    print(type(ctx).__module__ + "." + type(ctx).__name__,
          "| is a torch.amp.autocast:", isinstance(ctx, torch.amp.autocast))
    for item in w:
        print("  ", item.category.__name__, "-", item.message)
