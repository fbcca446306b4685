import contextlib
import io
import os

import torch
import torch.hub
import torch.utils.model_zoo as model_zoo

print("model_zoo.load_url is torch.hub.load_state_dict_from_url:",
      model_zoo.load_url is torch.hub.load_state_dict_from_url)

# a local file:// URL shows the download-and-cache path without any network access
torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
torch.save(model.state_dict(), "weights.pth")
url = "file://" + os.path.abspath("weights.pth")
log = io.StringIO()
with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
    state = torch.hub.load_state_dict_from_url(url, model_dir="hub_cache", progress=False)
print("it logged a download:", log.getvalue().startswith("Downloading:"))
print("keys:", list(state))
print("cached copy:", os.listdir("hub_cache"))
print("loads into the model:", torch.nn.Linear(2, 1).load_state_dict(state))

log = io.StringIO()
with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
    torch.hub.load_state_dict_from_url(url, model_dir="hub_cache", progress=False)
print("second call downloads again:", log.getvalue() != "")
