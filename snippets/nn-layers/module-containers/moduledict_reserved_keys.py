from torch import nn

for key in ("encoder_fc", "1", "update", "keys", "training", "forward", ""):
    try:
        nn.ModuleDict({key: nn.Linear(2, 2)})
        print(f"{key!r:12} ok")
    except KeyError as e:
        print(f"{key!r:12} KeyError: {e}")
