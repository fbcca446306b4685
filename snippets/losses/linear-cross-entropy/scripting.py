# timeout: 90
import warnings
import torch
import torch.nn as nn

for name, opts in [("options=None", None), ("options=LinearCrossEntropyOptions()", nn.LinearCrossEntropyOptions())]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            torch.jit.script(nn.LinearCrossEntropyLoss(4, 10, options=opts))
            print(name, "-> scripted")
        except Exception as e:
            print(name, "->", type(e).__name__ + ":", str(e)[:70], "...")
    print("  warning:", w[0].category.__name__, w[0].message)
