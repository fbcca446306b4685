import warnings

from torch import nn

model = nn.Sequential(nn.Linear(2, 1), nn.BatchNorm1d(1))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    sd = model.state_dict(None, "net.")  # positional destination and prefix
print("keys:", list(sd))
print(w[0].category.__name__, "-", str(w[0].message).split(" Refer")[0])
print("same keys with prefix= as a keyword:", list(model.state_dict(prefix="net.")) == list(sd))
plain = model.state_dict()
mine = {}
model.state_dict(destination=mine)  # fills and returns your dict
print("default result carries module versions (_metadata):", dict(plain._metadata["1"]))
print("a plain dict passed as destination has them:", hasattr(mine, "_metadata"))
